import { useParams } from 'react-router';

/** The :matchId of the lineup routes, as a number (NaN when it is not one, which the server answers 400). */
export function useMatchId(): number {
  const { matchId } = useParams();
  return Number(matchId);
}
