import type { DirectoryUser } from '#shared/contracts/admin';
import { Badge } from '../../../ui/badge';
import { VerifiedBadge } from '../../../ui/verified-badge';
import { ROLE_LABEL } from './overview-format';
import { UserActions } from './user-actions';

/** Short US dates, as the admin panel shows every date. */
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const RoleBadge = ({ role }: { role: DirectoryUser['role'] }) => (
  <Badge variant={role === 'admin' ? 'primary' : role === 'tester' ? 'accent' : 'neutral'}>
    {ROLE_LABEL[role]}
  </Badge>
);

/** The directory: a table from 768 px up, a list of cards on a phone. */
export function UserDirectory({ users }: { users: DirectoryUser[] }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-border text-muted">
          <tr>
            {['Full Name', 'Email', 'Role', 'Created At'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b border-border/60 last:border-0">
              <td className="px-3 py-2 font-semibold text-fg">
                <span className="flex flex-wrap items-center gap-2">
                  {u.fullName}
                  {u.verified && <VerifiedBadge />}
                </span>
              </td>
              <td className="px-3 py-2 break-all text-fg">{u.email}</td>
              <td className="px-3 py-2">
                <RoleBadge role={u.role} />
              </td>
              <td className="px-3 py-2 text-muted">{shortDate(u.createdAt)}</td>
              <td className="px-3 py-2 text-right">
                <UserActions user={u} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Users">
        {users.map((u) => (
          <li
            key={u.id}
            className="flex items-start justify-between gap-3 rounded-card border border-border p-4"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                {u.fullName}
                {u.verified && <VerifiedBadge />}
              </p>
              <p className="text-sm break-all text-muted">{u.email}</p>
              <p className="flex items-center gap-2 text-xs text-muted">
                <RoleBadge role={u.role} /> Joined {shortDate(u.createdAt)}
              </p>
            </div>
            <UserActions user={u} />
          </li>
        ))}
      </ul>
    </>
  );
}
