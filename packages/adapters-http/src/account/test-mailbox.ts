// Test-only: the newest code the server "sent" to an address or phone, read from its outbox through the
// test-only control (servers started with CREMA_TEST_CONTROLS=1).
export const latestAccountCode = async (baseUrl: string, to: string): Promise<string | undefined> => {
  const r = await fetch(`${baseUrl}/__test/account/outbox/latest-code?to=${encodeURIComponent(to)}`);
  if (!r.ok) throw new Error(`account outbox control answered ${r.status}`);
  const { code } = (await r.json()) as { code: string | null };
  return code ?? undefined;
};
