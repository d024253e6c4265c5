#!/usr/bin/env python3
"""NLU baseline (test-only): the same training utterances, the same held-out test split, two classical models from
scikit-learn — nearest neighbour over TF-IDF (word 1–2-grams and character 2–5-grams) and logistic regression over
the same features — against `avanues nlu eval`. Prints intent accuracy per locale."""
import argparse, json, subprocess, sys
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline, make_union

LOCALES = ["en-US", "es-ES", "fr-FR", "de-DE", "hi-IN"]

def export(avanues, locale, split):
    args = [avanues, "nlu", "export", "--locale", locale, "--split", split] + (["--as-trained"] if split == "train" else [])
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return [json.loads(l) for l in out.splitlines()]

def features():
    return make_union(TfidfVectorizer(analyzer="word", ngram_range=(1, 2), sublinear_tf=True),
                      TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--avanues", default=".build/release/avanues")
    a = ap.parse_args()
    rows = []
    for locale in LOCALES:
        train, test = export(a.avanues, locale, "train"), export(a.avanues, locale, "test")
        X, y = [e["text"].lower() for e in train], [e["label"] for e in train]
        Xt, yt = [e["text"].lower() for e in test], [e["label"] for e in test]
        scores = {}
        for name, clf in [("nearest neighbour", KNeighborsClassifier(n_neighbors=1, metric="cosine")),
                          ("logistic regression", LogisticRegression(C=10, max_iter=2000))]:
            model = make_pipeline(features(), clf).fit(X, y)
            scores[name] = sum(p == g for p, g in zip(model.predict(Xt), yt)) / len(yt)
        ours = json.loads(subprocess.run([a.avanues, "nlu", "eval", "--locale", locale, "--json"],
                                         capture_output=True, text=True, check=True).stdout)["intentAccuracy"]
        rows.append((locale, len(train), len(test), scores["nearest neighbour"], scores["logistic regression"], ours))
    print("intent accuracy on the held-out split (same training utterances for every model)")
    print(f"{'locale':8} {'train':>6} {'test':>5} {'TF-IDF 1-NN':>12} {'TF-IDF LR':>10} {'avanues':>8}")
    for r in rows:
        print(f"{r[0]:8} {r[1]:6} {r[2]:5} {r[3]*100:11.1f}% {r[4]*100:9.1f}% {r[5]*100:7.1f}%{'' if r[5] > r[3] else '  (below the baseline)'}")

main()
