import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { chromium, expect, test, type Browser, type Page } from "@playwright/test";
import { BASE_URL, DEMO, signIn } from "./fixtures";

/**
 * The door: a real QR code of a bought ticket is shown to Chromium's fake camera (a Y4M video
 * made here from the ticket's QR image), the scanner answers 'Check-in erfolgreich', and the same
 * ticket seen again later answers 'Ticket wurde bereits eingecheckt'. Then the network drops: a
 * typed ticket is admitted 'offline – vorläufig', queued, and uploaded when the network returns.
 */
test.describe.configure({ mode: "serial" });

const LAUNCH_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

type Bought = { numbers: string[]; qrPngs: Buffer[] };

async function buyTwoTickets(page: Page): Promise<Bought> {
  await signIn(page, DEMO.user);
  await page.goto("/luebeck/events?q=Hanse");
  await page.getByRole("link", { name: /Hanse (Winterfestival|Open Air)/ }).first().click();
  await page.getByRole("link", { name: "Tickets buchen" }).click();
  const more = page.getByRole("button", { name: "Ein Ticket Stehplatz mehr" });
  await more.click();
  await more.click();
  await page.locator('[name="attendee.0.firstName"]').fill("Greta");
  await page.locator('[name="attendee.0.lastName"]').fill("Tor");
  await page.locator('[name="attendee.1.firstName"]').fill("Otto");
  await page.locator('[name="attendee.1.lastName"]').fill("Funkloch");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await page.getByRole("button", { name: /testweise bezahlen/ }).click();
  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  const numbers = (await page.getByTestId("ticket-number").allTextContents()).map((t) => t.trim());
  const qrPngs: Buffer[] = [];
  for (const n of numbers) {
    const src = await page.getByRole("img", { name: new RegExp(`QR-Code für das Ticket ${n}`) }).getAttribute("src");
    if (src!.startsWith("data:")) qrPngs.push(Buffer.from(src!.split(",")[1]!, "base64"));
    else qrPngs.push(Buffer.from(await (await page.request.get(new URL(src!, BASE_URL).href)).body()));
  }
  return { numbers, qrPngs };
}

/**
 * A Y4M (4:2:0) video from a QR image: 1 s of the code on white, then 5 s of white — looped by
 * Chromium's fake camera, the same ticket comes back after a pause (a second, separate scan).
 */
async function qrVideo(png: Buffer): Promise<string> {
  const W = 480;
  const H = 480;
  const qr = await sharp(png).resize(300, 300, { kernel: "nearest" }).flatten({ background: "#ffffff" }).toBuffer();
  const y = await sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } })
    .composite([{ input: qr, left: 90, top: 90 }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = y.info.channels === 1 ? y.data : Buffer.from(Array.from({ length: W * H }, (_, i) => y.data[i * y.info.channels]!));
  const white = Buffer.alloc(W * H, 255);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const fps = 10;
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (let f = 0; f < fps * 6; f++) parts.push(Buffer.from("FRAME\n"), f < fps ? luma : white, chroma);
  const file = path.join(os.tmpdir(), `stadtpuls-qr-${process.pid}-${Date.now()}.y4m`);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

async function openScanner(page: Page, eventId: string, gate: string) {
  await page.goto(`/organizer/check-in/${eventId}`);
  await expect(page.getByRole("heading", { name: "Ihr Platz am Eingang" })).toBeVisible();
  await page.getByLabel("Eingang", { exact: true }).fill(gate);
  await page.getByRole("button", { name: "Scanner öffnen" }).click();
  await expect(page.getByRole("button", { name: "Kamera starten" })).toBeVisible();
}

let bought: Bought;
let eventId: string;

test("a real QR code through the camera: 'Check-in erfolgreich', the same ticket again: 'Ticket wurde bereits eingecheckt'", async ({ page, browser }) => {
  test.setTimeout(150_000);
  bought = await buyTwoTickets(page);
  expect(bought.numbers).toHaveLength(2);

  // the admin finds the ticket across all events and goes to its event's scanner
  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/admin/ticket-validation?q=${bought.numbers[0]}`);
  await expect(admin.getByText("Greta Tor")).toBeVisible();
  await expect(admin.getByText("Gültig", { exact: true })).toBeVisible();
  await expect(admin.getByText("Dieses Ticket wurde noch nie gescannt.")).toBeVisible();
  eventId = (await admin.getByRole("link", { name: "Zum Scanner des Events" }).getAttribute("href"))!.split("/").pop()!;
  await adminCtx.close();

  // a separate browser whose camera shows the ticket's QR code
  const video = await qrVideo(bought.qrPngs[0]!);
  let camBrowser: Browser | null = null;
  try {
    camBrowser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...LAUNCH_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
    });
    const ctx = await camBrowser.newContext({ baseURL: BASE_URL, locale: "de-DE", timezoneId: "Europe/Berlin", permissions: ["camera"], viewport: { width: 390, height: 844 } });
    const door = await ctx.newPage();
    await signIn(door, DEMO.admin);
    await openScanner(door, eventId, "Haupteingang Nord");
    const before = Number((await door.getByTestId("counter-total").textContent())!.split("/")[0]!.trim());
    await door.getByRole("button", { name: "Kamera starten" }).click();
    await expect(door.getByTestId("camera-running")).toBeVisible();

    const answer = door.getByTestId("scan-answer");
    await expect(answer).toHaveAttribute("data-ok", "true", { timeout: 20_000 });
    await expect(answer.getByRole("heading", { name: "Check-in erfolgreich" })).toBeVisible();
    await expect(answer).toContainText("Greta Tor");
    await expect(answer).toContainText("Stehplatz");
    // the live counter moved (SSE)
    await expect(door.getByTestId("counter-total")).toContainText(`${before + 1} /`);
    await expect(door.getByTestId("latest-scans")).toContainText("Greta Tor");

    // the code leaves the picture and comes back: a new scan, refused with the first check-in's gate
    await expect(answer).toHaveAttribute("data-ok", "false", { timeout: 25_000 });
    await expect(answer.getByRole("heading", { name: "Check-in fehlgeschlagen" })).toBeVisible();
    await expect(answer).toContainText("Ticket wurde bereits eingecheckt");
    await expect(answer).toContainText("Haupteingang Nord");
    await expect(door.getByTestId("counter-total")).toContainText(`${before + 1} /`);
    await ctx.close();
  } finally {
    await camBrowser?.close();
    fs.rmSync(video, { force: true });
  }
});

test("offline: scan against the cached list ('offline – vorläufig'), back online the queue is uploaded and the counters are right", async ({ browser }) => {
  test.setTimeout(120_000);
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await signIn(page, DEMO.admin);
  await openScanner(page, eventId, "Seiteneingang");
  await expect(page.getByText(/Tickets? für den Offline-Betrieb gespeichert/)).toBeVisible();
  const before = Number((await page.getByTestId("counter-total").textContent())!.split("/")[0]!.trim());

  await ctx.setOffline(true);
  await expect(page.getByTestId("connection")).toHaveText(/Offline/);
  await page.getByLabel("Ticketnummer").fill(bought.numbers[1]!);
  await page.getByRole("button", { name: "Prüfen" }).click();
  const answer = page.getByTestId("scan-answer");
  await expect(answer.getByRole("heading", { name: "Check-in erfolgreich" })).toBeVisible();
  await expect(answer.getByTestId("offline-mark")).toHaveText("offline – vorläufig");
  await expect(answer).toContainText("Otto Funkloch");
  await page.getByRole("button", { name: "Weiter scannen" }).click();
  await expect(page.getByTestId("offline-banner")).toContainText("1 Scan warten auf das Hochladen.");
  // the first ticket is known as checked in on the device too
  await page.getByLabel("Ticketnummer").fill(bought.numbers[0]!);
  await page.getByRole("button", { name: "Prüfen" }).click();
  await expect(answer).toContainText("Ticket wurde bereits eingecheckt");
  await expect(answer.getByTestId("offline-mark")).toBeVisible();
  await page.getByRole("button", { name: "Weiter scannen" }).click();

  await ctx.setOffline(false);
  await expect(page.getByText("1 offline erfasster Scan hochgeladen.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
  await expect(page.getByTestId("counter-total")).toContainText(`${before + 1} /`, { timeout: 10_000 });
  await expect(page.getByTestId("latest-scans")).toContainText("Otto Funkloch");

  // the server judged it once: the log says so, method offline-sync at the side door
  await page.goto(`/organizer/check-in/${eventId}/log`);
  const row = page.getByRole("row", { name: /Otto Funkloch/ });
  await expect(row).toContainText("Offline (nachgereicht)");
  await expect(row).toContainText("Seiteneingang");
  await ctx.close();
});
