import { useState } from 'react';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { isLanguage, languageNames, languages, type Account, type Language } from '@touchline/domain';
import { useUpdateAccount } from '../../api/account';
import { useFeatures } from '../../api/account-links';
import { applyPersonsLanguage } from '../../i18n/i18n';
import { useSession } from '../../session/session-context';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import touch from '../../ui/touch-targets.module.css';
import { useIsMobile } from '../../ui/use-is-mobile';
import { accountTexts } from './account-texts';

/** The choice that stands for null: no language of the person's own. */
const CLUB = 'club';

/**
 * The language Touchline speaks to the person (#32, decision 132): the club's (null: CLUB_LANGUAGE, else the
 * browser's) or one of their own, each shown in its own name. A choice saves at once (PATCH /account), becomes this
 * device's and switches the app to it; an admin acting as someone saves it for them and keeps their own language.
 */
export function LanguageSection({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const features = useFeatures();
  const { state } = useSession();
  const isMobile = useIsMobile();
  const [error, setError] = useState<string | null>(null);
  // While a choice is being saved it shows as chosen.
  const shown = update.isPending ? (update.variables.language ?? null) : account.language;
  const data = [
    { value: CLUB, label: accountTexts.clubLanguage },
    // Each language in its own name, whatever the language in use.
    ...languages.map((language) => ({ value: language, label: languageNames[language] })),
  ];

  async function choose(value: string) {
    const language: Language | null = isLanguage(value) ? value : null;
    setError(null);
    try {
      await update.mutateAsync({ language });
    } catch (failure) {
      setError(errorText(failure, accountTexts.languageFailed));
      return;
    }
    // An admin acting as someone keeps their own language on their own device.
    if (state.status === 'signed-in' && state.impersonatedBy) return;
    try {
      // None of one's own: the club's, else the browser's.
      const club = language === null ? ((features.data ?? (await features.refetch()).data)?.language ?? null) : null;
      await applyPersonsLanguage(language, club);
    } catch (failure) {
      // Saved, but this language's words could not be loaded (offline): the next visit starts in it.
      setError(errorText(failure, accountTexts.failed));
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="account-language" className={touch.touch}>
      <Title order={2} size="h3" id="account-language">
        {accountTexts.languageHeading}
      </Title>
      <Text size="sm" id="account-language-hint">
        {accountTexts.languageHint}
      </Text>
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <SegmentedControl
        aria-labelledby="account-language"
        aria-describedby="account-language-hint"
        data={data}
        value={shown ?? CLUB}
        readOnly={update.isPending}
        onChange={(value) => void choose(value)}
        orientation={isMobile ? 'vertical' : 'horizontal'}
        fullWidth
      />
    </Stack>
  );
}
