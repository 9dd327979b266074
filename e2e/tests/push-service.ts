import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";

/*
 * A stand-in for a browser vendor's push service: it takes what the API posts (RFC 8030), keeps it, answers 201,
 * and reads a message with the device's private key as the browser would (RFC 8291). The browser's own push
 * service cannot be reached from here, so the page's PushManager is pointed at this one.
 */

export interface PushedMessage {
  headers: IncomingMessage["headers"];
  payload: { title: string; body: string; url: string; tag: string };
}

export async function startPushService(port = Number(process.env.E2E_PUSH_PORT ?? 4399)) {
  const device = createECDH("prime256v1");
  device.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  const received: PushedMessage[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const plain = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: device, authSecret: auth });
      received.push({ headers: request.headers, payload: JSON.parse(plain.toString("utf8")) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/e2e-device`;
  return {
    received,
    /** What the page's PushManager hands out instead of a vendor's subscription. */
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: device.getPublicKey().toString("base64url"), auth },
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
