// Test-only: a text/event-stream (Server-Sent Events) read over real HTTP, event by event.

/** Reads a text/event-stream until `until` holds for the events so far (or `forMs` pass: 10 s unless told). */
export const readEvents = async (url: string, headers: Record<string, string>, until: (events: { event: string; id?: string; data: unknown }[]) => boolean, forMs = 10_000) => {
  const ac = new AbortController();
  const r = await fetch(url, { headers, signal: ac.signal });
  const events: { event: string; id?: string; data: unknown }[] = [];
  const reader = r.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const deadline = setTimeout(() => ac.abort(), forMs);
  try {
    while (reader !== undefined && !until(events)) {
      const next = await reader.read().catch((e: unknown) => {
        if (ac.signal.aborted) return { value: undefined, done: true as const };
        throw e;
      });
      const { value, done } = next;
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const lines = block.split('\n');
        const field = (n: string) => lines.find((l) => l.startsWith(`${n}: `))?.slice(n.length + 2);
        const data = field('data');
        if (data !== undefined) events.push({ event: field('event') ?? 'message', ...(field('id') !== undefined ? { id: field('id') as string } : {}), data: JSON.parse(data) });
      }
    }
  } finally {
    clearTimeout(deadline);
    ac.abort();
  }
  return { status: r.status, contentType: r.headers.get('content-type'), events };
};
