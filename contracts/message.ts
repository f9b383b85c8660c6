/** The values a parameterised message is built from, by name; the portal's catalogs place them as {{name}}. */
export type MessageParams = { readonly [name: string]: string | number };

/**
 * A message the server answers or a shared rule speaks: a stable code the portal translates by, the English
 * text the wire's `message` carries (the spec's words where it has them), and the values it was built from.
 */
export type Message = { readonly code: string; readonly text: string; readonly params?: MessageParams };

/** A parameterised message: call it with its values to get the message. */
export type MessageOf<Params extends MessageParams> = ((params: Params) => Message) & {
  readonly code: string;
  readonly english: (params: Params) => string;
};

type Declared = Message | MessageOf<never>;

const declared = new Map<string, Declared>();
const staticByText = new Map<string, Message>();
/**
 * Parameterised messages built lately, by text: zod takes its messages as plain text, so a form's field error
 * (in the browser) and a rejected body's field errors (on the server) find their code and values here. Bounded,
 * since a message can carry what a user typed.
 */
const builtByText = new Map<string, Message>();
const BUILT_KEPT = 2000;

const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function register(code: string, value: Declared, english: string): void {
  if (!CODE.test(code)) throw new Error(`A message code is UPPER_SNAKE_CASE: ${code}`);
  const known = declared.get(code);
  if (known && englishOf(known) !== english) throw new Error(`The message code ${code} is declared twice.`);
  declared.set(code, value);
}

const englishOf = (value: Declared): string =>
  typeof value === 'function' ? String(value.english) : (value as Message).text;

/** Declares a message once, in contracts/: `declare('PAYMENT_INSUFFICIENT_FUNDS', 'There are insufficient funds.')`. */
export function declare(code: string, text: string): Message;
/** A message built from values: `declare('IMAGE_NO_PAGE', (p: { page: number }) => \`... ${p.page}\`)`. */
export function declare<Params extends MessageParams>(
  code: string,
  text: (params: Params) => string,
): MessageOf<Params>;
export function declare<Params extends MessageParams>(code: string, text: string | ((params: Params) => string)) {
  if (typeof text === 'string') {
    const message: Message = Object.freeze({ code, text });
    register(code, message, text);
    if (!staticByText.has(text)) staticByText.set(text, message);
    return message;
  }
  const build = (params: Params): Message => {
    const message: Message = Object.freeze({ code, text: text(params), params: Object.freeze({ ...params }) });
    if (!staticByText.has(message.text)) {
      builtByText.delete(message.text);
      builtByText.set(message.text, message);
      if (builtByText.size > BUILT_KEPT) builtByText.delete(builtByText.keys().next().value!);
    }
    return message;
  };
  const builder = Object.assign(build, { code, english: text }) as MessageOf<Params>;
  register(code, builder as unknown as Declared, String(text));
  return builder;
}

/** True when the message is one contracts/ declares, with the declared English for its values. */
export function isDeclared(message: Message): boolean {
  const known = declared.get(message.code);
  if (!known) return false;
  if (typeof known !== 'function') return message.text === (known as Message).text && message.params === undefined;
  return message.params !== undefined && (known as MessageOf<MessageParams>).english(message.params) === message.text;
}

/** The message whose English this is: a declared text, or a parameterised message built lately (zod's field errors). */
export function messageOfText(text: string): Message | undefined {
  return staticByText.get(text) ?? builtByText.get(text);
}

/** Every declared code, with its English; a parameterised one with {{name}} where each value goes. */
export function declaredMessages(): Array<{ code: string; english: string; params: string[] }> {
  return [...declared.entries()].map(([code, value]) => {
    if (typeof value !== 'function') return { code, english: (value as Message).text, params: [] };
    const names: string[] = [];
    const holes = new Proxy({} as MessageParams, {
      get: (_, name) => {
        if (typeof name !== 'string') return undefined;
        if (!names.includes(name)) names.push(name);
        return `{{${name}}}`;
      },
    });
    return { code, english: (value as MessageOf<MessageParams>).english(holes), params: names };
  });
}
