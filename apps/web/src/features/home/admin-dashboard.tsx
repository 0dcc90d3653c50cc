import { adminQuickActions, QuickActions } from './quick-actions';

/** The Admin view: management quick actions, no Next Match tile (spec §6). */
export function AdminDashboard() {
  return <QuickActions actions={adminQuickActions} />;
}
