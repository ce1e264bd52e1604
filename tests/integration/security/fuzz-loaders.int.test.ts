// Input fuzzing, first half: every loader's query parameters (tests/support/fuzz.ts).
import { fuzzRoutes, TOTAL } from "../../support/fuzz";

fuzzRoutes("loaders", Math.round(TOTAL * 0.55));
