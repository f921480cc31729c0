// The simulators' own pages (the UPC bank's card page, PayPal's approval page) as a browser gets them.
import type { FastifyReply } from 'fastify';

/**
 * An HTML page that is never cached. No script at all; forms may post to the simulator and the 303 after a choice
 * goes to the merchant's return URL (any origin, which may redirect on to the web app), and browsers check every
 * hop of a form's navigation against form-action.
 */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
    )
    .send(html);
}
