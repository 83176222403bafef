/** Request bodies for the contact and job application forms. */
import { minimalPdf } from './pdf-fixture';
export const SAME_ORIGIN = { origin: 'http://localhost:3000' };

export const contact = {
  name: 'Fleur de Vries',
  email: 'fleur@example.nl',
  location: 'rotterdam',
  subject: 'Verjaardag',
  message: 'Kunnen we op zaterdag met twaalf personen komen eten?',
};

export const application = {
  vacancy: 'kok-amsterdam',
  name: 'Jesse Bakker',
  email: 'jesse@example.nl',
  phone: '06 12345678',
  motivation: 'Ik sta al vijf jaar in de keuken en droom van een eigen spit.',
};

/** A multipart/form-data body with text fields and optional files. */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = '----ghtest' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...SAME_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const pdf = (size = 1000) => minimalPdf(size);
