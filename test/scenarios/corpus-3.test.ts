import { describeCorpusShard } from "./corpus-shard";

/* The corpus' shard 3 of 4 (corpus-shard.ts). */
describeCorpusShard(2);
