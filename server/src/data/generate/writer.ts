import { createWriteStream, type WriteStream } from 'node:fs';

/** Writes JSON Lines, buffering lines and waiting when the disk is behind. */
export class JsonlWriter {
  private readonly stream: WriteStream;
  private buffer: string[] = [];
  count = 0;

  constructor(file: string) {
    this.stream = createWriteStream(file, { encoding: 'utf8' });
  }

  async write(row: object): Promise<void> {
    return this.writeLine(JSON.stringify(row));
  }

  /** A line already in JSON. */
  async writeLine(json: string): Promise<void> {
    this.buffer.push(json);
    this.count++;
    if (this.buffer.length >= 2000) await this.flush();
  }

  private async flush(): Promise<void> {
    if (!this.buffer.length) return;
    const chunk = `${this.buffer.join('\n')}\n`;
    this.buffer = [];
    if (!this.stream.write(chunk)) await new Promise<void>((resolve) => this.stream.once('drain', resolve));
  }

  async close(): Promise<void> {
    await this.flush();
    await new Promise<void>((resolve, reject) => this.stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}
