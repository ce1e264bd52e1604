import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.server";

const at = (u: string) => pageUrl(new Request(`http://localhost:3000${u}`)).toString().replace("http://localhost:3000", "");

describe("pageUrl: the page a raw (pass-through) request is for", () => {
  it("drops React Router's data suffix and route list", () => {
    expect(at("/luebeck/profile/tickets.data?_routes=routes%2Fcity%2Flayout%2Croutes%2Fcity%2Fprofile%2Ftickets")).toBe("/luebeck/profile/tickets");
    expect(at("/luebeck/events.data?kategorie=musik&_routes=routes%2Fcity%2Fevents")).toBe("/luebeck/events?kategorie=musik");
    expect(at("/_root.data")).toBe("/");
    expect(at("/luebeck/admin/.data")).toBe("/luebeck/admin");
  });
  it("drops the empty index flag of an index route's action, keeps real index values", () => {
    expect(at("/luebeck.data?index")).toBe("/luebeck");
    expect(at("/organizer.data?index&status=offen")).toBe("/organizer?status=offen");
    expect(at("/luebeck/search?index=3")).toBe("/luebeck/search?index=3");
  });
  it("leaves document requests as they are", () => {
    expect(at("/luebeck/events/jazz-1a2b3c4d/tickets")).toBe("/luebeck/events/jazz-1a2b3c4d/tickets");
    expect(at("/luebeck/search?q=konzert%20im%20park")).toBe("/luebeck/search?q=konzert%20im%20park");
    expect(at("/luebeck/data")).toBe("/luebeck/data");
  });
});
