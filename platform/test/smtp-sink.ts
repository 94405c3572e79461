import { createServer, type AddressInfo } from 'node:net';

export type SmtpSink = {
  port: number;
  url: string;
  messages: { to: string[]; data: string }[];
  /** While true every connection is refused with 421 (an SMTP outage). */
  down: boolean;
  close(): void;
};

/** The smallest SMTP server nodemailer talks to (no TLS, no auth): it keeps what it receives. */
export async function smtpSink(): Promise<SmtpSink> {
  const sink = { messages: [] as SmtpSink['messages'], down: false };
  const server = createServer((socket) => {
    if (sink.down) return void socket.end('421 service not available\r\n');
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data !== null) {
          if (line === '.') {
            sink.messages.push({ to, data });
            data = null;
            to = [];
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'RCPT') {
          to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(sink, { port, url: `smtp://127.0.0.1:${port}`, close: () => void server.close() });
}
