import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { log } from "~/lib/log.server";

import {
  createImageServer,
  ImageBusyError,
  ImageRequestError,
  parseImageRequest,
  parseSourceFile,
  renderImage,
  SLOW_PICTURE_MS,
} from "./image-transform.server";

const SEED_IMAGES = path.resolve("studio/seed/images");
const HASH = "0123456789abcdef0123456789abcdef01234567";
const PHOTO = `${HASH}-1200x600.jpg`;
const DRAWING = `${HASH}-120x40.svg`;
const AVIF_AND_WEBP = "image/avif,image/webp,image/apng,*/*;q=0.8";

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "images-"));
  // A left half red and a right half blue, so a crop can be told from the whole.
  const half = { width: 600, height: 600, channels: 3 as const };
  const photo = await sharp({ create: { ...half, width: 1200, background: "#0000ff" } })
    .composite([
      {
        input: await sharp({ create: { ...half, background: "#ff0000" } })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
  await writeFile(path.join(directory, PHOTO), photo);
  await writeFile(
    path.join(directory, DRAWING),
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#1d34d7"/></svg>',
  );
});

afterAll(() => rm(directory, { recursive: true, force: true }));

describe("parseSourceFile", () => {
  it("takes the names Sanity's export gives files, and nothing that reaches elsewhere", () => {
    expect(parseSourceFile(PHOTO)).toEqual({
      name: PHOTO,
      width: 1200,
      height: 600,
      extension: "jpg",
    });
    for (const name of [
      "../package.json",
      `..%2F${PHOTO}`,
      `${HASH}-1200x600.jpg/..`,
      `${HASH}-1200x600.exe`,
      `${HASH}-1200x600`,
      "short-1x1.jpg",
    ]) {
      expect(parseSourceFile(name), name).toBeNull();
    }
  });
});

describe("parseImageRequest", () => {
  const source = parseSourceFile(PHOTO)!;
  const request = (query: string, accept = "") =>
    parseImageRequest(source, new URLSearchParams(query), accept);

  it("picks AVIF, then WebP, then the file's own format for auto=format", () => {
    expect(request("auto=format", AVIF_AND_WEBP).format).toBe("avif");
    expect(request("auto=format", "image/webp,*/*").format).toBe("webp");
    expect(request("auto=format", "*/*").format).toBe("jpg");
    expect(request("", AVIF_AND_WEBP).format).toBe("jpg");
    expect(request("fm=png&auto=format", AVIF_AND_WEBP).format).toBe("png");
  });

  it("refuses sizes, qualities, formats and crops it cannot honour", () => {
    for (const query of [
      "w=0",
      "w=2401",
      "h=99999",
      "w=12.5",
      "w=-3",
      "q=101",
      "fm=gif",
      "rect=0,0,1201,600",
      "rect=1,2,3",
      "rect=0,0,0,10",
      "rect=a,b,c,d",
    ]) {
      expect(() => request(query), query).toThrow(ImageRequestError);
    }
  });

  it("reads a crop inside the picture", () => {
    expect(request("rect=600,0,600,600&w=300&h=300&q=60")).toMatchObject({
      rect: { left: 600, top: 0, width: 600, height: 600 },
      width: 300,
      height: 300,
      quality: 60,
    });
  });
});

describe("renderImage", () => {
  it("cuts the hotspot's rectangle and resizes it to the size asked for", async () => {
    const input = await readFile(path.join(directory, PHOTO));
    const request = parseImageRequest(
      parseSourceFile(PHOTO)!,
      new URLSearchParams("rect=600,0,600,600&w=200&h=200&auto=format"),
      "image/webp",
    );
    const output = await renderImage(input, request);
    const { width, height, format } = await sharp(output).metadata();
    expect({ width, height, format }).toEqual({ width: 200, height: 200, format: "webp" });
    // The right half of the source is blue: the crop took it, not the red left half.
    const { dominant } = await sharp(output).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);
  });

  it("encodes AVIF from a bundled picture", async () => {
    const [file] = (await readdir(SEED_IMAGES)).filter((name) => name.endsWith(".jpg"));
    const input = await readFile(path.join(SEED_IMAGES, file!));
    const request = parseImageRequest(
      parseSourceFile(file!)!,
      new URLSearchParams("w=480&auto=format"),
      AVIF_AND_WEBP,
    );
    const output = await renderImage(input, request);
    const metadata = await sharp(output).metadata();
    expect(metadata.format).toBe("heif");
    expect(metadata.compression).toBe("av1");
    expect(metadata.width).toBe(480);
  });
});

describe("createImageServer", () => {
  it("serves a drawing as it is, and nothing for a file that is not there", async () => {
    const images = createImageServer({ directory });
    const drawing = await images.get(DRAWING, new URLSearchParams(), AVIF_AND_WEBP);
    expect(drawing?.contentType).toBe("image/svg+xml");
    expect(drawing?.body.toString()).toContain("<svg");
    expect(await images.get(`${"f".repeat(40)}-10x10.jpg`, new URLSearchParams(), "")).toBeNull();
    expect(await images.get("../etc/passwd", new URLSearchParams(), "")).toBeNull();
    // A miss is not kept.
    expect(images.stats().entries).toBe(1);
  });

  it("renders a picture once, for simultaneous and later requests alike", async () => {
    const images = createImageServer({ directory });
    const params = new URLSearchParams("w=320&h=160&auto=format");
    const [first, second] = await Promise.all([
      images.get(PHOTO, params, "image/webp"),
      images.get(PHOTO, params, "image/webp"),
    ]);
    const later = await images.get(PHOTO, params, "image/webp");
    expect(first!.body).toBe(second!.body);
    expect(later!.body).toBe(first!.body);
    expect(first).toMatchObject({ contentType: "image/webp", negotiated: true });
    // The same URL for a browser without WebP is another answer, kept beside the first.
    const jpeg = await images.get(PHOTO, params, "*/*");
    expect(jpeg!.contentType).toBe("image/jpeg");
    expect(images.stats().entries).toBe(2);
  });

  it("keeps no more bytes than its cap, however many sizes are asked for", async () => {
    const maxBytes = 20_000;
    const images = createImageServer({ directory, maxBytes });
    for (let width = 100; width <= 1200; width += 50) {
      await images.get(PHOTO, new URLSearchParams(`w=${width}`), "");
    }
    const { bytes, entries } = images.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(23);
  });
});

describe("renders bounded by what the site asks for", () => {
  it("falls invented sizes and qualities onto the few renders the site's own URLs make", async () => {
    const images = createImageServer({ directory });
    for (const query of ["w=321", "w=330&q=50", "w=479&q=90", "w=480&q=70", "w=400&h=200"]) {
      const image = await images.get(PHOTO, new URLSearchParams(query), "");
      const { width } = await sharp(image!.body).metadata();
      expect({ query, width }).toEqual({ query, width: 480 });
    }
    // One picture at 480 wide, and the same with its height given: two renders, not five.
    expect(images.stats().entries).toBe(2);
  });

  it("refuses a render past its queue, and answers another width it keeps instead", async () => {
    const images = createImageServer({ directory, concurrency: 1, maxWaiting: 1 });
    const widths = [320, 480, 800, 960, 1200];
    const results = await Promise.allSettled(
      widths.map((width) => images.get(PHOTO, new URLSearchParams(`w=${width}&fm=png`), "")),
    );
    const refused = results.filter(
      (result) => result.status === "rejected" && result.reason instanceof ImageBusyError,
    );
    // One running and one waiting; the other three were turned away at once.
    expect(refused).toHaveLength(3);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      reason: "busy",
      retryAfterSeconds: expect.any(Number),
    });
    expect(images.stats()).toMatchObject({ running: 0, waiting: 0 });

    // Busy again: a width not yet made is answered by the nearest one kept, marked as such.
    const blockers = [960, 1200].map((width) =>
      images.get(PHOTO, new URLSearchParams(`w=${width}&fm=avif`), ""),
    );
    const standIn = await images.get(PHOTO, new URLSearchParams("w=640&fm=png"), "");
    expect(standIn?.substitute).toBe(true);
    await Promise.allSettled(blockers);
  });

  it("sends a drawing while the render queue is full, without asking the allowance", async () => {
    const images = createImageServer({ directory, concurrency: 1, maxWaiting: 1 });
    let asked = 0;
    const refuse = async () => {
      asked++;
      return false;
    };
    // One render running and one waiting: the queue is full, and this client may make no more.
    const renders = [1200, 960].map((width) =>
      images.get(PHOTO, new URLSearchParams(`w=${width}&fm=avif`), ""),
    );
    // Asked in the same moment, before either render can finish: another photograph is turned
    // away, which shows the queue full, and the drawing is sent all the same.
    const turnedAway = images.get(PHOTO, new URLSearchParams("w=480&fm=avif"), "");
    const drawing = images.get(DRAWING, new URLSearchParams(), AVIF_AND_WEBP, refuse);
    await expect(turnedAway).rejects.toMatchObject({ reason: "busy" });
    expect((await drawing)?.contentType).toBe("image/svg+xml");
    expect(asked).toBe(0);
    await Promise.all(renders);
  });

  it("logs a picture still not made after a while, with the step it is at", async () => {
    const images = createImageServer({ directory, concurrency: 1, maxWaiting: 1 });
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const renders = [1200, 960].map((width) =>
        images.get(PHOTO, new URLSearchParams(`w=${width}&fm=avif`), ""),
      );
      // Until one picture is being made and the other waits for the slot (real I/O and
      // rendering go on meanwhile; only the log's timers are held).
      for (let turn = 0; turn < 100_000; turn++) {
        const { running, waiting } = images.stats();
        if (running === 1 && waiting === 1) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(images.stats()).toMatchObject({ running: 1, waiting: 1 });
      vi.advanceTimersByTime(SLOW_PICTURE_MS);
      const logged = warn.mock.calls.filter(([message]) => message.includes("taking long"));
      expect(logged.map(([, fields]) => fields)).toEqual([
        expect.objectContaining({ picture: expect.stringContaining(PHOTO), step: "rendering" }),
        expect.objectContaining({ step: "waiting for a render slot", running: 1, waiting: 1 }),
      ]);
      vi.useRealTimers();
      await Promise.all(renders);
      // A picture made in time is not logged.
      warn.mockClear();
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      await images.get(PHOTO, new URLSearchParams("w=320&fm=png"), "");
      vi.advanceTimersByTime(SLOW_PICTURE_MS);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      warn.mockRestore();
    }
  });

  it("asks the client's allowance before a new render only", async () => {
    const images = createImageServer({ directory });
    let asked = 0;
    const allowance = async () => {
      asked++;
      return asked <= 1;
    };
    await images.get(PHOTO, new URLSearchParams("w=320"), "", allowance);
    // Kept: served without asking again.
    await images.get(PHOTO, new URLSearchParams("w=320"), "", allowance);
    expect(asked).toBe(1);
    // Not allowed a new one: the nearest width kept stands in.
    expect(
      (await images.get(PHOTO, new URLSearchParams("w=1200"), "", allowance))?.substitute,
    ).toBe(true);
    const refused = await images
      .get(PHOTO, new URLSearchParams("w=800&fm=webp"), "", allowance)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageBusyError);
    expect(refused).toMatchObject({ reason: "client" });
  });
});
