import { mime } from "@fastify/send";

/** The bare media type Drupal stores as `filemime`: the type the service serves the file with, without parameters. */
export function fileMimeFor(filename: string): string {
  return mime.getType(filename) ?? "application/octet-stream";
}
