import type { IncomingMessage } from "node:http";

import type { RequestHandler } from "express";

type Schedule = (run: () => void) => void;

interface Waiting {
  req: IncomingMessage;
  next: () => void;
}

/**
 * Lets requests into the app in the order they arrived, one per turn of the event loop.
 *
 * A page rendered per request holds the main thread for a few milliseconds, and without
 * this the server starts, in one turn, every request it has read: with twenty connections
 * busy, a turn lasts about twenty renders. Node takes one new connection off the listen
 * queue per turn, so the twentieth visitor to connect during a burst was accepted only after
 * some twenty such turns (600 ms and more on two cores, for a page the server renders in
 * 3 ms), and p99 at twenty connections measured 3 to 6 times the median. Admitting one
 * request per turn keeps each turn to one render: a new connection is accepted within a
 * render, and every request waits for the ones that came before it, not for whole turns.
 *
 * Only the start is held back: a request admitted that then waits on the database or the
 * network does not hold up the next. A request whose client left while it waited is not
 * started. Files and pages kept in memory are answered before this, as they cost less than
 * a turn.
 */
export function admitOnePerTurn(schedule: Schedule = setImmediate): RequestHandler {
  const waiting: Waiting[] = [];
  let scheduled = false;

  const admitNext = () => {
    scheduled = false;
    let head = waiting.shift();
    while (head && head.req.socket.destroyed) head = waiting.shift();
    // Scheduled before the request runs, so that one which throws cannot stall the queue;
    // a callback scheduled from inside a turn's callback runs on the next turn.
    if (waiting.length > 0) {
      scheduled = true;
      schedule(admitNext);
    }
    head?.next();
  };

  return (req, _res, next) => {
    waiting.push({ req, next });
    if (!scheduled) {
      scheduled = true;
      schedule(admitNext);
    }
  };
}
