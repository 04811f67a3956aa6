/**
 * Progress of long start-up and CLI work (seeding, imports): a bar redrawn in place on a terminal,
 * or a line every tenth of the way when the output is a log file or a pipe.
 */
const BAR_WIDTH = 30;

export interface ProgressLine {
  update(done: number, total: number, unit: string): void;
  /** Ends the line with a summary. */
  done(summary: string): void;
}

export function progressLine(
  label: string,
  stream: NodeJS.WriteStream | { isTTY?: boolean; write(text: string): unknown } = process.stdout,
): ProgressLine {
  let lastTenth = -1;
  const format = (n: number) => n.toLocaleString('en-US');
  return {
    update(done, total, unit) {
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const text = `${label}: ${Math.round(share * 100)}% (${format(done)} / ${format(total)} ${unit})`;
      if (stream.isTTY) {
        const filled = Math.round(share * BAR_WIDTH);
        stream.write(`\r  [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${text}`);
        return;
      }
      const tenth = Math.floor(share * 10);
      if (tenth > lastTenth) {
        lastTenth = tenth;
        stream.write(`  ${text}\n`);
      }
    },
    done(summary) {
      stream.write(`${stream.isTTY ? '\r\x1b[2K' : ''}  ${label}: ${summary}\n`);
    },
  };
}
