// A registering function called twice with different titles: each call replaces the categories of the one before.
#import <UserNotifications/UserNotifications.h>

static void ObjCTwoCallersRegister(NSString *title) {
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OTC" actions:@[[UNNotificationAction actionWithIdentifier:@"OTC_A" title:title options:UNNotificationActionOptionNone]] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // reported
}

void ObjCTwoCallersLaunch(void) { ObjCTwoCallersRegister(@"First"); }
void ObjCTwoCallersLater(void) { ObjCTwoCallersRegister(@"Second"); }
