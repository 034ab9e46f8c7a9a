// The team: members and pending invitations; invite (confirmed: the single-use link is shown once),
// change a role, remove a member (confirmed), cancel an invitation. Owner or admin only: the server
// says so when the signed-in role may not.
import { useState } from 'react';
import { gql } from '../../api';
import { graphql } from '../../graphql';

const INVITE = graphql(`mutation Invite($email: String!, $role: String!) { invite_team_member(email: $email, role: $role, confirm: true) { email invitation_url expires_at } }`);
const UPDATE = graphql(`mutation UpdateMember($email: String!, $role: String!) { update_team_member(email: $email, role: $role) { email role } }`);
const REMOVE = graphql(`mutation RemoveMember($email: String!) { remove_team_member(email: $email, confirm: true) { email } }`);
const CANCEL = graphql(`mutation CancelInvitation($email: String!) { cancel_invitation(email: $email) { email } }`);
const ROLES = ['member', 'admin', 'owner'];

type Member = { email: string; name: string | null; role: string; status: string };

export function Team({ team, run }: { team: Member[]; run: (fn: () => Promise<unknown>) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('member');
  const [link, setLink] = useState<{ email: string; url: string } | null>(null);
  const invite = (e: React.FormEvent) => {
    e.preventDefault();
    if (!window.confirm(`Invite ${email.trim()} as ${role}? The invitation link is shown once.`)) return;
    void run(async () => {
      const r = (await gql(INVITE, { email: email.trim(), role })).invite_team_member;
      setLink(r.invitation_url ? { email: r.email, url: r.invitation_url } : null);
      setEmail('');
    });
  };
  const remove = (m: Member) => {
    if (!window.confirm(`Remove ${m.email} from the workspace?`)) return;
    void run(() => gql(REMOVE, { email: m.email }));
  };
  return (
    <>
      <form className="toolbar" onSubmit={invite}>
        <label>E-mail <input aria-label="Invite e-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required /></label>
        <label>Role <select aria-label="Invite role" value={role} onChange={(e) => setRole(e.target.value)}>{ROLES.map((r) => <option key={r}>{r}</option>)}</select></label>
        <button type="submit">Invite</button>
      </form>
      {link && (
        <div role="status" className="notice">
          Invitation link for {link.email} (shown once, single use): <pre><code>{link.url}</code></pre>
          <button onClick={() => setLink(null)}>I have sent it</button>
        </div>
      )}
      <ul data-testid="team">
        {team.map((m) => (
          <li key={`${m.status}:${m.email}`} data-member={m.email}>
            {m.email} — {m.status === 'invited' ? `${m.role} (invited)` : (
              <select aria-label={`Role of ${m.email}`} value={m.role} onChange={(e) => void run(() => gql(UPDATE, { email: m.email, role: e.target.value }))}>
                {ROLES.map((r) => <option key={r}>{r}</option>)}
              </select>
            )}{' '}
            {m.status === 'invited'
              ? <button onClick={() => void run(() => gql(CANCEL, { email: m.email }))}>Cancel invitation</button>
              : <button onClick={() => remove(m)}>Remove</button>}
          </li>
        ))}
      </ul>
    </>
  );
}
