import { readFileSync } from 'node:fs';
import net from 'node:net';

// A port the OS picks (listen on 0) comes from the ephemeral range, which is also where every outgoing connection
// and every other "port 0" listener gets its port: between our probe and the real listen, the Temporal dev server
// (which opens internal ports and many connections) could take it, and a start then failed with EADDRINUSE. Ports
// just below the ephemeral range are never handed out by the OS, so once probed free they stay free unless
// something asks for that exact number.
const EPHEMERAL_START = ((): number => {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return start !== undefined && start > 12_000 ? start : 32_768;
  } catch {
    return 32_768;
  }
})();
const FIRST_CANDIDATE = EPHEMERAL_START - 10_000;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port free on loopback right now, outside the OS's ephemeral range (see above). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FIRST_CANDIDATE + Math.floor(Math.random() * (EPHEMERAL_START - FIRST_CANDIDATE));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free loopback port found between ${FIRST_CANDIDATE} and ${EPHEMERAL_START - 1}`);
}
