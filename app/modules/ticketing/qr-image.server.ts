import QRCode from "qrcode";

/** A ticket's QR code as a PNG data URL for <img> (rendered on the server). */
export function qrDataUrl(payload: string, width = 240): Promise<string> {
  return QRCode.toDataURL(payload, { errorCorrectionLevel: "M", margin: 1, width });
}
