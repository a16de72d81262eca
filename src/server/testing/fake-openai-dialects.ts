/**
 * How the OpenAI-compatible servers people run locally shape a streamed answer, as far as it
 * differs from OpenAI's (the fake model speaks each, fake-openai.ts):
 * - Ollama (`ollama serve`, /v1): every chunk repeats the role and carries an id, a `created`
 *   time and `system_fingerprint: "fp_ollama"`; the last one has an empty content and
 *   `finish_reason: "stop"`. A thinking model's thoughts come as `delta.reasoning`.
 * - llama.cpp (`llama-server`, /v1): the first chunk has `content: null`; a reasoning model's
 *   thoughts come as `delta.reasoning_content`; the last chunk has an empty delta, `finish_reason:
 *   "stop"` and a `timings` object. It sends `: ping`-style comment lines while it reads the prompt.
 * None of a model's thoughts may reach a member: only `delta.content` is text.
 */
export type Dialect = 'openai' | 'ollama' | 'llama.cpp';

const frame = (chunk: object) => `data: ${JSON.stringify(chunk)}\n\n`;

/** The events of a streamed answer of `pieces`, with `thinking` first, in `dialect`. */
export function streamedEvents(
  dialect: Dialect,
  model: string,
  pieces: string[],
  thinking?: string,
): string[] {
  const base = { object: 'chat.completion.chunk', model };
  const choice = (delta: object, finish: string | null = null) => ({
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  if (dialect === 'ollama') {
    const meta = {
      ...base,
      id: 'chatcmpl-42',
      created: 1_795_000_000,
      system_fingerprint: 'fp_ollama',
    };
    const role = { role: 'assistant' };
    return [
      ...(thinking
        ? [frame({ ...meta, ...choice({ ...role, content: '', reasoning: thinking }) })]
        : []),
      ...pieces.map((content) => frame({ ...meta, ...choice({ ...role, content }) })),
      frame({ ...meta, ...choice({ ...role, content: '' }, 'stop') }),
    ];
  }
  if (dialect === 'llama.cpp') {
    const meta = { ...base, id: 'chatcmpl-llama', created: 1_795_000_000 };
    return [
      ': ping - reading the prompt\n\n',
      frame({ ...meta, ...choice({ role: 'assistant', content: null }) }),
      ...(thinking ? [frame({ ...meta, ...choice({ reasoning_content: thinking }) })] : []),
      ...pieces.map((content) => frame({ ...meta, ...choice({ content }) })),
      frame({ ...meta, ...choice({}, 'stop'), timings: { predicted_n: pieces.length } }),
    ];
  }
  return pieces.map((content, i) =>
    frame({ ...base, ...choice(i === 0 ? { role: 'assistant', content } : { content }) }),
  );
}
