import { useCallback, useState } from 'react';
import type { User } from '@touchline/domain';
import { impersonate } from '../../../api/auth';
import { useSession } from '../../../session/session-context';
import { userTexts } from './user-texts';

/** Impersonation (spec §4): POST /impersonate, then the session swaps the stored token and goes to '/'. */
export function useImpersonate(onError: (message: string) => void) {
  const { replaceToken } = useSession();
  const [busyId, setBusyId] = useState<number | null>(null);

  const start = useCallback(
    async (user: User) => {
      setBusyId(user.user_id);
      try {
        await replaceToken(await impersonate(user.user_id));
      } catch {
        setBusyId(null);
        onError(userTexts.failedToImpersonateUser);
      }
    },
    [replaceToken, onError],
  );

  return { impersonate: start, busyId };
}
