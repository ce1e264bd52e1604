import { describe, expect, it } from "vitest";
import { isPushServiceEndpoint, pushSubscriptionSchema } from "~/modules/engagement/push.server";

const keys = { p256dh: "p".repeat(40), auth: "a".repeat(16) };

describe("push endpoints (finding 10: no server-side requests to chosen addresses)", () => {
  it("accepts the endpoints browsers get from their push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-db5p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
    ]) {
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys }).success, endpoint).toBe(true);
    }
  });

  it("refuses internal, private, loopback, IP-literal and look-alike endpoints", () => {
    for (const endpoint of [
      "https://127.0.0.1/x",
      "https://localhost/x",
      "https://10.0.0.5/x",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/x",
      "https://db.internal/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "https://user:pw@fcm.googleapis.com/x",
      "http://fcm.googleapis.com/x",
      "https://notify.windows.com.evil.example/x",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys }).success, endpoint).toBe(false);
    }
  });
});
