/** What a password is read from: a terminal (typed, never echoed) or a pipe (its first line). */
export interface PasswordSource {
  isTTY?: boolean;
  setRawMode?: (mode: boolean) => unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  off(event: 'data', listener: (chunk: string) => void): unknown;
  off(event: 'end', listener: () => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

export class PasswordPromptCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'PasswordPromptCancelled';
  }
}

const enter = new Set(['\r', '\n']);
const interrupt = '\u0003';
const endOfInput = '\u0004';
const erase = new Set(['\u007f', '\b']);

/**
 * Reads one password from a terminal in raw mode: what is typed is not echoed (nor starred: its length is a hint too),
 * backspace erases, Enter ends it, Ctrl-C cancels.
 */
export function typedPassword(input: PasswordSource, output: { write(text: string): unknown }, prompt: string) {
  output.write(prompt);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise<string>((done, fail) => {
    let typed: string[] = [];
    const finish = () => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (enter.has(character) || character === endOfInput) {
          finish();
          return done(typed.join(''));
        }
        if (character === interrupt) {
          finish();
          return fail(new PasswordPromptCancelled());
        }
        if (erase.has(character)) typed = typed.slice(0, -1);
        else typed.push(character);
      }
    };
    input.on('data', onData);
  });
}

/** Reads the first line of a pipe (`echo "$PASSWORD" | npm run admin:create`), without its line break. */
export function pipedPassword(input: PasswordSource): Promise<string> {
  input.setEncoding('utf8');
  return new Promise<string>((done) => {
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      if (received.includes('\n')) finish();
    };
    const finish = () => {
      input.off('data', onData);
      input.off('end', finish);
      input.pause();
      done(received.split(/\r?\n/)[0] ?? '');
    };
    input.on('data', onData);
    input.on('end', finish);
    input.resume();
  });
}

/**
 * The new password: typed twice on a terminal (the two must match), or read from a pipe. Rejects with the reason
 * when the two typings differ.
 */
export async function readNewPassword(
  input: PasswordSource,
  output: { write(text: string): unknown },
  username: string,
): Promise<string> {
  if (!input.isTTY) return pipedPassword(input);
  const password = await typedPassword(input, output, `Password for ${username}: `);
  const again = await typedPassword(input, output, 'The same password again: ');
  if (again !== password) throw new Error('the two passwords differ: nothing was changed');
  return password;
}
