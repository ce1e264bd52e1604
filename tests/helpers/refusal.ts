/**
 * How a use case answered, for assertions on refusals: the error's code, its German message and
 * field messages — or code "ok" when it did not refuse.
 */
export type Outcome = { code: string; message: string; fields?: Record<string, string> };

export async function fail(p: Promise<unknown>): Promise<Outcome> {
  try {
    await p;
    return { code: "ok", message: "" };
  } catch (e) {
    return { code: (e as { code?: string }).code ?? String(e), message: (e as Error).message, fields: (e as { fields?: Record<string, string> }).fields };
  }
}

/** Only the code of the refusal ("ok" when there was none). */
export async function codeOf(p: Promise<unknown>): Promise<string> {
  return (await fail(p)).code;
}
