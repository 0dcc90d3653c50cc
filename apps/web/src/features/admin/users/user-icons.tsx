import { Icon } from '../../../ui/icon';

export function EditIcon() {
  return (
    <Icon>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </Icon>
  );
}

export function DeleteIcon() {
  return (
    <Icon>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}

/** A person with an arrow: act as this user. */
export function ImpersonateIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-4 3-7 7-7s7 3 7 7M16 4h6M19 1l3 3-3 3" />
    </Icon>
  );
}

/** Two people: the parent's linked players. */
export function PlayersIcon() {
  return (
    <Icon>
      <circle cx="8" cy="8" r="3.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M1.5 20c0-3.6 2.9-6.5 6.5-6.5s6.5 2.9 6.5 6.5M15 14c3.5-.8 7 1.5 7 5.5" />
    </Icon>
  );
}

export function RemoveIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

/** An envelope: send an invitation by email. */
export function MailIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}
