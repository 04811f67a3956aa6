/**
 * Running a CLI module as a command: `node --import tsx src/server/cli/<name>.ts` runs its main,
 * while a test that imports the module runs nothing. A number main answers is the exit code. A
 * thrown error exits 1, printed whole, or as its message alone with `messageOnly` (for commands
 * whose errors are sentences written for the user, such as a usage text).
 */
import { pathToFileURL } from 'node:url';

export function runAsCommand(
  moduleUrl: string,
  main: () => Promise<number | void>,
  options: { messageOnly?: boolean } = {},
): void {
  const entry = process.argv[1];
  if (!entry || moduleUrl !== pathToFileURL(entry).href) return;
  main().then(
    (code) => {
      if (typeof code === 'number') process.exit(code);
    },
    (error: unknown) => {
      console.error(options.messageOnly && error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
