// Sending one visitor's picture (docs/decisions/024), fetched with the first picture chosen: a photo larger than the
// server takes (a phone's 12 MP) is scaled to 2560 px here first, then sent with its progress reported.
import { MAX_UPLOAD_BYTES, PICTURE_SIDE_PX } from './limits.ts';

/** A photo over the server's limits, scaled down here (JPEG); anything the browser cannot decode is sent as it is. */
export async function fitted(file: File): Promise<Blob> {
  if (file.size <= MAX_UPLOAD_BYTES * 0.9) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PICTURE_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.85));
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
