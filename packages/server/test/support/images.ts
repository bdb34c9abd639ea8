/** The smallest well-formed image files of each type the insurance card takes, for tests. */

const chunk = (type: string, data: Buffer = Buffer.alloc(0)) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
};

/** A PNG: signature, IHDR (1x1), an IDAT carrying `payload`, IEND. */
export const pngBytes = (payload = 'pixels'): Buffer =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', Buffer.from(payload, 'latin1')),
    chunk('IEND'),
  ]);

/** A PNG with a text chunk (`tEXt`) holding `text`. */
export const pngWithText = (text: string): Buffer =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('tEXt', Buffer.from(`Comment\u0000${text}`, 'latin1')),
    chunk('IEND'),
  ]);

/** A JPEG: SOI, an APP0 segment carrying `payload`, EOI. */
export const jpegBytes = (payload = 'pixels'): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from(payload, 'latin1'),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A WebP: RIFF container of form WEBP with a VP8 chunk carrying `payload`. */
export const webpBytes = (payload = 'pixels'): Buffer => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 ', 'latin1'), Buffer.from(payload, 'latin1')]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
};

/** A data URL of `bytes` declared as `type`. */
export const dataUrl = (type: string, bytes: Buffer): string =>
  `data:${type};base64,${bytes.toString('base64')}`;
