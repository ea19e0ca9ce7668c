// Preloaded (node --import) into a process and, through execArgv, into each of its worker
// threads: any TCP connection, DNS lookup or fetch fails loudly and is reported on stderr, so
// a test can prove that code ran without the network.
import dns from 'node:dns';
import net from 'node:net';
import { isMainThread } from 'node:worker_threads';

function refuse(what) {
  process.stderr.write(`NETWORK USED (${isMainThread ? 'main thread' : 'worker'}): ${what}\n`);
  throw new Error(`network blocked: ${what}`);
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(...args) {
  // Node passes [options, callback] as one array from net.connect; a path is a local pipe
  // (tsx talks to its own process that way), which is no network.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === 'string' || (first && typeof first.path === 'string')) {
    return connect.apply(this, args);
  }
  return refuse(`connect ${JSON.stringify(first)}`);
};
dns.lookup = (host) => refuse(`dns ${host}`);
globalThis.fetch = async (url) => refuse(`fetch ${url}`);
