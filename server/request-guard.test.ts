import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { rawRequest } from "./raw-request";
import { isValidHost, refuseUnservableRequests, SERVED_METHODS } from "./request-guard";

describe("isValidHost", () => {
  it("takes names, addresses and ports", () => {
    for (const host of [
      "neargenius.com",
      "localhost:3000",
      "127.0.0.1:80",
      "[::1]:3000",
      "xn--caf-dma.example",
    ]) {
      expect(isValidHost(host), host).toBe(true);
    }
  });

  it("refuses what is not a host", () => {
    for (const host of [
      undefined,
      "",
      "exa mple.com",
      "a.com:99999",
      "[::1",
      "a.com/x",
      "u@a.com",
      "a.com?x",
      "a\\b",
    ]) {
      expect(isValidHost(host), String(host)).toBe(false);
    }
  });
});

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function serve(trustProxyHops = 0): Promise<string> {
  const app = express();
  app.use(refuseUnservableRequests(trustProxyHops));
  app.all("/{*splat}", (_req, res) => {
    res.send("served");
  });
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      servers.push(server);
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

describe("refuseUnservableRequests", () => {
  it("answers TRACE and unknown methods 405 with the methods it serves", async () => {
    const url = await serve();
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await rawRequest(`${url}/`, {}, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe(SERVED_METHODS.join(", "));
    }
    for (const method of ["GET", "POST", "OPTIONS", "DELETE"]) {
      expect((await rawRequest(`${url}/`, {}, method)).status, method).toBe(200);
    }
  });

  it("answers a Host that is not a host 400, and a forwarded one only behind trusted proxies", async () => {
    const url = await serve();
    expect((await rawRequest(`${url}/contact`, { host: "exa mple.com" })).status).toBe(400);
    expect((await rawRequest(`${url}/contact`, { host: "[::1" })).status).toBe(400);
    expect((await rawRequest(`${url}/contact`, { host: "a.com:99999" })).status).toBe(400);
    expect((await rawRequest(`${url}/contact`, { host: "neargenius.com" })).status).toBe(200);
    // Without trusted proxies the forwarded host is ignored, as everywhere else.
    expect((await rawRequest(`${url}/`, { "x-forwarded-host": "bad host" })).status).toBe(200);
    const proxied = await serve(1);
    expect((await rawRequest(`${proxied}/`, { "x-forwarded-host": "bad host" })).status).toBe(400);
    expect((await rawRequest(`${proxied}/`, { "x-forwarded-host": "neargenius.com" })).status).toBe(
      200,
    );
  });
});
