// Uploads with progress, outside api.ts: fetch cannot report upload progress, and a page that never uploads (the
// configurators) should not download this.
import { ApiError } from './api.ts';

/**
 * Uploads an image file as POST /api/upload expects it (the file itself as the body, its name in the query) and
 * reports progress; fetch cannot report upload progress, so this one call uses XMLHttpRequest with the same custom
 * header (the CSRF check for a body that is not JSON) and error shape.
 */
export function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload?filename=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-requested-with', 'fetch');
    xhr.setRequestHeader('accept-language', document.documentElement.lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'Upload failed'));
    xhr.onload = () => {
      let body: { url?: string; error?: string; errors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300 && body.url) resolve({ url: body.url });
      else {
        const message = body.error ?? Object.values(body.errors ?? {})[0]?.[0] ?? 'Upload failed';
        reject(new ApiError(xhr.status, message, body.errors ?? {}));
      }
    };
    xhr.send(file);
  });
}
