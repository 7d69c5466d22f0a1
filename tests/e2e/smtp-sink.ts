// The e2e run's mail server: the integration tests' SMTP sink on a fixed port (the site's SMTP_URL points at it), and
// GET /mails on the next port answers what it has accepted, decoded (attachments as base64), for the specs (tests/e2e/fixtures.ts `mails()`).
// Started by playwright.config.ts as a web server of its own.
import { createServer } from 'node:http';
import { mailAttachments, readMail, startSmtpSink } from '../integration/notifications-standins.ts';

const smtpPort = Number(process.env.SMTP_SINK_PORT);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
const sink = await startSmtpSink(smtpPort);
createServer((req, res) => {
  if (req.url !== '/mails') {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify(
      sink.mails.map((mail) => ({
        from: mail.from,
        to: mail.to,
        ...readMail(mail.raw),
        attachments: mailAttachments(mail.raw).map(({ filename, type, bytes }) => ({
          filename,
          type,
          base64: Buffer.from(bytes).toString('base64'),
        })),
      })),
    ),
  );
}).listen(httpPort, '127.0.0.1');
