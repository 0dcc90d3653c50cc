import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';
import { t } from '../i18n/i18n';

/** The id of the main landmark, where the skip link sends focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Skip to main content': the first thing Tab reaches, off screen until focused. It moves focus to the main landmark
 * itself (not through the URL's fragment, which the router would treat as a navigation).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      {t('Skip to main content')}
    </a>
  );
}
