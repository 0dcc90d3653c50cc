import { t } from '../i18n/i18n';

interface ClubLogoProps {
  size?: number;
  /** Hidden from assistive technology when the club name is written next to it. */
  decorative?: boolean;
}

/** The club badge: a football on a green shield. Drawn as SVG elements (no inline script or data URI). */
export function ClubLogo({ size = 64, decorative = false }: ClubLogoProps) {
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t('Touchline club logo') };
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" {...a11y}>
      <path d="M32 3 57 12v19c0 15-11 25-25 30C18 56 7 46 7 31V12Z" fill="#2f9e44" />
      <circle cx="32" cy="31" r="14" fill="#fff" />
      <path d="m32 23 7 5-3 8h-8l-3-8Z" fill="#212529" />
    </svg>
  );
}
