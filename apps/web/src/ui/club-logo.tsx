import { t } from '../i18n/i18n';

interface ClubLogoProps {
  size?: number;
  /** Hidden from assistive technology when the club name is written next to it. */
  decorative?: boolean;
  /** The club's own logo (its settings, decision 138); Touchline's badge without. */
  src?: string | null | undefined;
  /** The club's name, for the logo's text alternative. */
  club?: string | undefined;
}

/**
 * The club's logo when its settings have one (an image of this origin), else the Touchline badge: a football on a
 * green shield, drawn as SVG elements (no inline script or data URI).
 */
export function ClubLogo({ size = 64, decorative = false, src, club }: ClubLogoProps) {
  const label = club ? t('{club} logo', { club }) : t('Touchline club logo');
  if (src) {
    return <img src={src} width={size} height={size} alt={decorative ? '' : label} style={{ objectFit: 'contain' }} />;
  }
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" {...a11y}>
      <path d="M32 3 57 12v19c0 15-11 25-25 30C18 56 7 46 7 31V12Z" fill="#2f9e44" />
      <circle cx="32" cy="31" r="14" fill="#fff" />
      <path d="m32 23 7 5-3 8h-8l-3-8Z" fill="#212529" />
    </svg>
  );
}
