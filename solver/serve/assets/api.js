// api.js - calling the workbench's JSON API; an answer with an error status
// throws an Error with the server's message and the status (e.status: 409
// when a save finds the file changed on disk).

async function answer(resp) {
  const text = await resp.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${resp.status} ${resp.statusText}: ${text.slice(0, 200)}`);
  }
  if (!resp.ok) throw Object.assign(new Error(body.error || `${resp.status} ${resp.statusText}`), { status: resp.status });
  return body;
}

export async function api(path, body, signal) {
  return answer(await fetch(path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal,
  }));
}

export async function apiGet(path) {
  return answer(await fetch(path));
}

// A POST whose answer is bytes (an image), as a Blob; an error status throws
// the server's message.
export async function apiBytes(path, body) {
  const resp = await fetch(path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  if (!resp.ok) await answer(resp);
  return resp.blob();
}

// POST of raw bytes (a file the user opened).
export async function apiUpload(path, bytes) {
  return answer(await fetch(path, {
    method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: bytes,
  }));
}
