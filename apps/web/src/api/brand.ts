import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchFeatures } from './account-links';

/** The club's name and logo (Club Settings, decision 138), as the header shows them. */
export interface Brand {
  club_name: string;
  logo_url: string | null;
}

const brandKey = ['brand'] as const;

/**
 * The club's name and logo: what the token check answered (primeBrand), so the signed-in app asks nothing more on
 * load; GET /features only when nothing was put in (the user kept on the device, offline).
 */
export function useBrand() {
  return useQuery({
    queryKey: brandKey,
    queryFn: async (): Promise<Brand> => {
      const { club_name, logo_url } = await fetchFeatures();
      return { club_name, logo_url };
    },
    staleTime: Infinity,
  });
}

/** Reads the club's name and logo again (after an admin changed them). */
export function refreshBrand(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: brandKey });
}

/** Puts in the club's name and logo the token check answered. */
export function primeBrand(client: QueryClient, brand: Brand | undefined): void {
  if (brand) client.setQueryData(brandKey, brand);
}
