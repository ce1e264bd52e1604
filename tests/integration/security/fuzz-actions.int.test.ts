// Input fuzzing, second half: every action's bodies (tests/support/fuzz.ts).
import { fuzzRoutes, TOTAL } from "../../support/fuzz";

fuzzRoutes("actions", TOTAL - Math.round(TOTAL * 0.55));
