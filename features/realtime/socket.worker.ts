// The SharedWorker holding the one socket.io connection of all the site's tabs (SPEC §7).
// Tabs talk to it through their port: ClientMessage in, HubMessage out.
import { io } from 'socket.io-client';
import { createHub, socketOptions, type ClientMessage, type HubMessage } from './hub';

type Scope = { location: { origin: string }; onconnect: ((event: MessageEvent) => void) | null };
const scope = self as unknown as Scope;

const hub = createHub((token) => io(scope.location.origin, socketOptions(token)));

scope.onconnect = (event) => {
  const port = event.ports[0];
  if (!port) return;
  const send = (message: HubMessage) => port.postMessage(message);
  port.onmessage = ({ data }: MessageEvent<ClientMessage>) => hub.handle(send, data);
  port.start();
};
