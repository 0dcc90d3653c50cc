import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { paths } from '../../../paths';
import { matchListTexts } from './list-texts';

export type FixturesOrResults = 'fixtures' | 'results';

const views = [
  { view: 'fixtures', to: paths.fixtures, label: () => matchListTexts.fixtures },
  { view: 'results', to: paths.results, label: () => matchListTexts.results },
] as const;

/** Fixtures (what is to come) and Results (what is over), one tap apart: two links, the open one marked current. */
export function ViewSwitch({ view }: { view: FixturesOrResults }) {
  return (
    <nav aria-label={matchListTexts.views}>
      <Button.Group>
        {views.map((item) => (
          <Button
            key={item.view}
            component={Link}
            to={item.to}
            variant={item.view === view ? 'filled' : 'default'}
            aria-current={item.view === view ? 'page' : undefined}
          >
            {item.label()}
          </Button>
        ))}
      </Button.Group>
    </nav>
  );
}
