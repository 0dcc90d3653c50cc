import { Fragment, type ReactNode } from 'react';
import { useLanguage } from './i18n';

/** Renders the app again, in the new language, when it changes (every `t()` is read anew). */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <Fragment key={language}>{children}</Fragment>;
}
