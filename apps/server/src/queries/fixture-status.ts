import { FIXTURE_ON } from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A fixture that is on (decision 115), as SQL on the matches table under `alias`: the domain's `FIXTURE_ON`, so the
 * server's counts and picks and the web's Next Match agree. Postponed and cancelled fixtures stay in the lists.
 */
export const fixtureOn = (alias: string): SQL => sql.raw(`${alias}.status = '${FIXTURE_ON}'`);
