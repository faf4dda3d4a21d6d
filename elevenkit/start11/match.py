class Start11Match: pass
