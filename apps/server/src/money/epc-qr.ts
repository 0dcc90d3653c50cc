import { minorToDecimal } from '@touchline/domain';
import QRCode from 'qrcode';

/**
 * The EPC QR code of a SEPA credit transfer (EPC069-12, version 002): a banking app scans it and fills in the payee,
 * IBAN, amount and reference. Only for euros to an IBAN (the standard is SEPA's); null otherwise or when nothing is
 * owed. As SVG text (decision 133).
 */
export async function epcQrSvg(p: {
  currency: string;
  payee: string;
  iban: string;
  bic: string;
  amountMinor: number;
  reference: string;
}): Promise<string | null> {
  if (p.currency !== 'EUR' || !p.iban || !p.payee || p.amountMinor <= 0) return null;
  const payload = [
    'BCD',
    '002',
    '1',
    'SCT',
    p.bic,
    p.payee.slice(0, 70),
    p.iban,
    `EUR${minorToDecimal(p.amountMinor, 2)}`,
    '',
    '',
    p.reference,
  ].join('\n');
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
