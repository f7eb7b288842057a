// Types for the parts of js-aruco2 2.0 (CommonJS, untyped) that the photo reader uses.
declare module 'js-aruco2' {
  interface ArPoint {
    x: number;
    y: number;
  }
  interface ArMarker {
    id: number;
    corners: ArPoint[];
    hammingDistance: number;
  }
  interface ArImage {
    width: number;
    height: number;
    data: Uint8ClampedArray | Uint8Array;
  }
  interface ArGrey {
    width: number;
    height: number;
    data: Uint8Array | Uint8ClampedArray;
  }
  class Dictionary {
    constructor(name: string);
    codeList: string[];
    markSize: number;
    generateSVG(id: number): string;
  }
  class Detector {
    constructor(config?: { dictionaryName?: string; maxHammingDistance?: number });
    grey: ArGrey;
    thres: ArGrey;
    binary: unknown[] | Int32Array;
    contours: unknown;
    candidates: ArPoint[][];
    dictionary: Dictionary;
    detect(image: ArImage): ArMarker[];
    findCandidates(contours: unknown, minSize: number, epsilon: number, minLength: number): ArPoint[][];
    clockwiseCorners(candidates: ArPoint[][]): ArPoint[][];
    notTooNear(candidates: ArPoint[][], minDist: number): ArPoint[][];
    findMarkers(grey: ArGrey, candidates: ArPoint[][], warpSize: number): ArMarker[];
  }
  interface CvApi {
    grayscale(image: ArImage, out: ArGrey): void;
    adaptiveThreshold(grey: ArGrey, out: ArGrey, kernelSize: number, threshold: number): void;
    findContours(thres: ArGrey, binary: unknown[] | Int32Array): unknown;
  }
  const aruco: { AR: { Dictionary: typeof Dictionary; Detector: typeof Detector } };
  export default aruco;
}
declare module 'js-aruco2/src/cv.js' {
  const cv: { CV: import('js-aruco2').CvApi };
  export default cv;
}
