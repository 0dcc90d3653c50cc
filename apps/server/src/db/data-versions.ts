import type { Db } from './open';
import { dataVersions } from './schema';

/**
 * The two parts of a team's data a read may depend on (decision 099): its match day (`events`: match events, lineups
 * and targets, scope `team:<id>`) and its players' availability (`availability`, scope `availability:<id>`). A goal
 * leaves the availability reports as they were, and an absence the timelines and scores.
 */
export type TeamData = 'events' | 'availability';

/** The scope prefix of each part of a team's data, as the database's triggers name them (cache-map.ts). */
export const TEAM_SCOPE_PREFIX: Record<TeamData, string> = { events: 'team:', availability: 'availability:' };

/**
 * What a cached read depends on (decisions 096, 099): the whole club's data (`all`, the safe default); one team's data
 * with the club's, both parts or the one it `reads` (or some teams' data: a coach's dashboard reads their teams'); one
 * part of every team's data with the club's (`teams`); the club's data alone; or the sessions with the club's (a
 * session lookup: the session, its user's role and types).
 */
export type VersionScope =
  'all' | 'club' | 'sessions' | { team: number | readonly number[]; reads?: TeamData } | { teams: TeamData };

/**
 * The read cache's versions at one moment: a version per scope (`club`, `sessions`, `team:<id>`, `availability:<id>`,
 * as the database's triggers count them) and, on the embedded database, the count of writes this process made outside
 * any request (`local`), which the database's versions do not reach until the next refresh. Immutable: a change makes
 * a new snapshot, so a request keeps the versions it started with.
 */
export class VersionSnapshot {
  private constructor(
    private readonly scopes: ReadonlyMap<string, number>,
    /** Sums that grow whenever one of their scopes does: every scope of data, and each part of every team's data. */
    private readonly sums: Sums,
    readonly local: number,
  ) {}

  static of(rows: Record<string, number>, local = 0): VersionSnapshot {
    const scopes = new Map(Object.entries(rows).map(([scope, version]) => [scope, Number(version)]));
    return new VersionSnapshot(scopes, sumsOf(scopes), local);
  }

  version(scope: string): number {
    return this.scopes.get(scope) ?? 0;
  }

  /** The key an answer depending on `scope` is filed under: it changes whenever something the scope covers does. */
  key(scope: VersionScope): string {
    const club = `c${this.version('club')}.${this.local}`;
    if (scope === 'all') return `a${this.sums.all}.${this.local}`;
    if (scope === 'club') return club;
    if (scope === 'sessions') return `${club}.s${this.version('sessions')}`;
    if ('teams' in scope) return `${club}.${scope.teams[0]}*${this.sums[scope.teams]}`;
    const parts = scope.reads ? [scope.reads] : (['events', 'availability'] as const);
    const versions = [scope.team]
      .flat()
      .flatMap((team) => parts.map((part) => `${part[0]}${team}:${this.version(TEAM_SCOPE_PREFIX[part] + team)}`));
    return `${club}.${versions.join('.')}`;
  }

  /** This snapshot with newer versions of some scopes (versions never go back), or itself when nothing is newer. */
  with(changes: Iterable<readonly [string, number]>, local = this.local): VersionSnapshot {
    let scopes: Map<string, number> | null = null;
    for (const [scope, version] of changes) {
      if (version <= ((scopes ?? this.scopes).get(scope) ?? 0)) continue;
      scopes ??= new Map(this.scopes);
      scopes.set(scope, version);
    }
    if (!scopes && local === this.local) return this;
    const next = scopes ?? this.scopes;
    return new VersionSnapshot(next, scopes ? sumsOf(next) : this.sums, local);
  }
}

type Sums = Record<'all' | TeamData, number>;

/** The sums of the versions of every scope of data (a sign-in is not data), and of each part of every team's data. */
function sumsOf(scopes: ReadonlyMap<string, number>): Sums {
  const sums: Sums = { all: 0, events: 0, availability: 0 };
  for (const [scope, version] of scopes) {
    if (scope === 'sessions') continue;
    sums.all += version;
    if (scope.startsWith(TEAM_SCOPE_PREFIX.events)) sums.events += version;
    else if (scope.startsWith(TEAM_SCOPE_PREFIX.availability)) sums.availability += version;
  }
  return sums;
}

/** The channel on which the database announces each scope's new version (touchline_touch_scope, cache-triggers.ts). */
export const VERSION_CHANNEL = 'touchline_data_version';

/** An announcement's payload, "scope version" (e.g. "team:12 40"), as a change to hear; none when it is not one. */
export function announcedVersion(payload: string): [string, number][] {
  const [scope, version] = payload.split(' ');
  return scope && version && /^\d+$/.test(version) ? [[scope, Number(version)]] : [];
}

/** Every scope's version as the database has it now. */
export async function readVersions(db: Db): Promise<[string, number][]> {
  const rows = await db.select({ scope: dataVersions.scope, version: dataVersions.version }).from(dataVersions);
  return rows.map((row) => [row.scope, Number(row.version)]);
}

/**
 * The versions this server instance knows without asking the database: heard from the database's announcements
 * (PostgreSQL) or read after each write (both engines); null while they cannot be known (the LISTEN connection to
 * PostgreSQL is down), when each request reads them with its session instead.
 */
export class DataVersions {
  private current: VersionSnapshot | null;

  constructor(known: boolean) {
    this.current = known ? VersionSnapshot.of({}) : null;
  }

  snapshot(): VersionSnapshot | null {
    return this.current;
  }

  /** Newer versions heard or read; ignored while the versions are unknown (they are read whole on reconnecting). */
  heard(changes: Iterable<readonly [string, number]>): void {
    if (this.current) this.current = this.current.with(changes);
  }

  /** The versions are known again, as read just now (after LISTEN, so nothing committed since is missed). */
  known(rows: Iterable<readonly [string, number]>): void {
    this.current = (this.current ?? VersionSnapshot.of({})).with(rows);
  }

  unknown(): void {
    this.current = null;
  }

  /** The count of writes made outside any request (embedded database): a new count makes every kept answer stale. */
  unattendedWrites(count: number): void {
    if (this.current && this.current.local !== count) this.current = this.current.with([], count);
  }

  /** Reads the database's versions and takes the newer ones (after a write, before its answer leaves). */
  async refresh(db: Db): Promise<void> {
    if (this.current) this.heard(await readVersions(db));
  }
}

const announced = new WeakMap<object, DataVersions>();

/** The versions an embedded database announces to this process as it commits (db/pglite-thread.ts). */
export function registerAnnouncedVersions(db: object, versions: DataVersions): void {
  announced.set(db, versions);
}

/** The versions `db` announces before each write's result (embedded database); undefined for a PostgreSQL server. */
export function announcedVersionsOf(db: object): DataVersions | undefined {
  return announced.get(db);
}
