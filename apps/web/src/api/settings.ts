import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts, type ClubSettings, type LogoBody, type SettingsBody } from '@touchline/domain';
import { refreshBrand } from './brand';
import { http } from './http';

/**
 * The club's settings (#35, decision 138): an admin's. Every change names the version it was made from (If-Match),
 * so one made over someone else's is refused (412) with the settings as they are now. A saved change updates the
 * club's name and logo in the header (`useBrand`) and on the sign-in page (`['features']`).
 */
const KEY = ['settings'];
const { settings } = contracts;

/** GET /settings. */
export function useClubSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => http.call(settings.get, {}, { signal }) });
}

/** After a change: the settings as answered, and the header's and sign-in page's club name and logo read again. */
function useSaved() {
  const client = useQueryClient();
  return (saved: ClubSettings) => {
    client.setQueryData(KEY, saved);
    void client.invalidateQueries({ queryKey: ['features'] });
    void refreshBrand(client);
  };
}

/** PUT /settings, from `version`. */
export function useSaveSettings() {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: ({ body, version }: { body: SettingsBody; version: number }) =>
      http.call(settings.save, { body }, { ifMatch: String(version) }),
    onSuccess,
  });
}

/** PUT /settings/logo (an image, base64) or DELETE /settings/logo (null), from `version`. */
export function useSaveLogo() {
  const onSuccess = useSaved();
  return useMutation({
    mutationFn: ({ logo, version }: { logo: LogoBody | null; version: number }) =>
      logo
        ? http.call(settings.saveLogo, { body: logo }, { ifMatch: String(version) })
        : http.call(settings.removeLogo, {}, { ifMatch: String(version) }),
    onSuccess,
  });
}

/** POST /settings/test-email: sent now; never tried again on its own (a 502 is the mail server's answer). */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string | undefined) => http.call(settings.testEmail, { body: to ? { to } : {} }, { retry: false }),
  });
}
