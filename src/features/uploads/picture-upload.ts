// Sending one visitor's picture (docs/decisions/024), fetched with the first picture chosen: a photo larger than the
// server takes (a phone's 12 MP) is scaled to 2560 px here first, then sent with its progress reported.
import { MAX_UPLOAD_BYTES, PICTURE_SIDE_PX } from './limits.ts';

/**
 * A picture over what the server keeps — more than 2560 px on a side (a phone's 12 MP photo, a wide panorama, a large
 * scanned plan) or near the 4 MB limit — scaled down here (a PNG stays PNG, the rest becomes JPEG); anything the
 * browser cannot decode is sent as it is, for the server to judge.
 */
export async function fitted(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PICTURE_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= MAX_UPLOAD_BYTES * 0.9) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), type, 0.85));
  } catch {
    return file;
  }
}

/** Sends one picture with XMLHttpRequest (fetch reports no upload progress); resolves its id or rejects a message. */
export function send(
  blob: Blob,
  token: string,
  onProgress: (share: number) => void,
  fallback: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/visitor-pictures');
    xhr.setRequestHeader('x-requested-with', 'fetch');
    xhr.setRequestHeader('x-form-token', token);
    xhr.setRequestHeader('accept-language', document.documentElement.lang);
    xhr.setRequestHeader('content-type', blob.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      let body: { id?: string; error?: string; errors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 201 && body.id) resolve(body.id);
      else reject(new Error(body.errors ? Object.values(body.errors).flat().join(' ') : body.error || fallback));
    };
    xhr.onerror = () => reject(new Error(fallback));
    xhr.send(blob);
  });
}
